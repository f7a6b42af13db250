import logoMark from '../../../assets/brand/logo-mark.svg';

/** The logo mark with the product name beside it. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`brand ${className}`}>
      <img className="brand__mark" src={logoMark} alt="" width={36} height={36} />
      <span className="brand__name">
        LOTO<span className="brand__accent"> Trainer</span>
      </span>
    </span>
  );
}
