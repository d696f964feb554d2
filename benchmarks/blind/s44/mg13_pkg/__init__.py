"""WGAN (weight clipping) for supine body-pressure maps on mattresses of varying firmness."""
