// Checks a package's manifest against the official schemas in scripts/package/schemas/ (where
// each came from: docs/packages.md) with libxml2's xmllint compiled to WebAssembly, so nothing
// needs installing and nothing is fetched.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/** The schemas' folder, one per standard. */
export const SCHEMAS_DIR = fileURLToPath(new URL('./schemas/', import.meta.url));

/**
 * The namespaces each manifest uses and the schema that defines each. xmllint takes one schema,
 * so a small schema of imports stands for all of them.
 */
const ROOTS = {
  scorm12: {
    'http://www.imsproject.org/xsd/imscp_rootv1p1p2': 'imscp_rootv1p1p2.xsd',
    'http://www.adlnet.org/xsd/adlcp_rootv1p2': 'adlcp_rootv1p2.xsd',
    // Not imsmd_rootv1p2p1.xsd (IMS metadata 1.2.1): libxml2 refuses its content models as not
    // deterministic (ADL's own validator was laxer), and the manifest has no IMS metadata.
  },
  scorm2004: {
    'http://www.imsglobal.org/xsd/imscp_v1p1': 'imscp_v1p1.xsd',
    'http://www.adlnet.org/xsd/adlcp_v1p3': 'adlcp_v1p3.xsd',
    'http://www.adlnet.org/xsd/adlseq_v1p3': 'adlseq_v1p3.xsd',
    'http://www.adlnet.org/xsd/adlnav_v1p3': 'adlnav_v1p3.xsd',
    'http://www.imsglobal.org/xsd/imsss': 'imsss_v1p0.xsd',
  },
  cmi5: {
    'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd': 'CourseStructure.xsd',
  },
};

/** Every file under a folder, relative to it, '/'-separated. */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((f) => `${name}/${f}`) : [name];
  });
}

/** The schema files a package of `kind` carries at its root (SCORM only: cmi5 packages carry none). */
export function schemaFiles(kind) {
  if (kind === 'cmi5') return [];
  const dir = join(SCHEMAS_DIR, kind);
  return filesUnder(dir).map((f) => ({ path: f, bytes: readFileSync(join(dir, f)) }));
}

const cache = new Map();
function preloadFor(kind) {
  if (cache.has(kind)) return cache.get(kind);
  const dir = join(SCHEMAS_DIR, kind);
  const files = filesUnder(dir).map((f) => ({
    fileName: relative(dir, join(dir, f)).split('\\').join('/'),
    contents: readFileSync(join(dir, f), 'utf8')
      // IMS CP 1.1.4 imports the W3C's xml.xsd by its web address; the same file is in the set,
      // and the validator reads it from there (xmllint-wasm fetches nothing).
      .replace('schemaLocation = "http://www.w3.org/2001/xml.xsd"', 'schemaLocation = "xml.xsd"')
      // SCORM 1.2's ims_xml.xsd makes the xml namespace its default one, which the Namespaces in
      // XML recommendation forbids and libxml2 refuses; the declaration is not needed (the
      // packages carry the file as published, only the validator's copy drops it).
      .replace(/(<xsd:schema) xmlns="http:\/\/www\.w3\.org\/XML\/1998\/namespace"/, '$1'),
  }));
  cache.set(kind, files);
  return files;
}

/**
 * The schema errors of a manifest (an empty list when it is valid).
 * @param {'scorm12' | 'scorm2004' | 'cmi5'} kind
 * @param {string} xml
 * @returns {Promise<string[]>}
 */
export async function manifestErrors(kind, xml) {
  const imports = Object.entries(ROOTS[kind])
    .map(([ns, file]) => `  <xs:import namespace="${ns}" schemaLocation="${file}"/>`)
    .join('\n');
  const root = `<?xml version="1.0" encoding="UTF-8"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports}\n</xs:schema>\n`;
  const fileName = kind === 'cmi5' ? 'cmi5.xml' : 'imsmanifest.xml';
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [{ fileName: 'package-root.xsd', contents: root }],
    preload: preloadFor(kind),
    initialMemoryPages: 512,
    maxMemoryPages: 2048,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
