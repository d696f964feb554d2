import math


def cos_anneal(start, end, pct):
    return end + (start - end) / 2 * (1 + math.cos(math.pi * pct))


def one_cycle(lr_max, pct_start=0.25, div=25.0, div_final=1e4, moms=(0.95, 0.85, 0.95)):
    """fastai-style one-cycle: returns pct -> (lr, momentum)."""
    def at(pct):
        if pct < pct_start:
            phase = pct / pct_start
            return (cos_anneal(lr_max / div, lr_max, phase), cos_anneal(moms[0], moms[1], phase))
        phase = (pct - pct_start) / (1 - pct_start)
        return (cos_anneal(lr_max, lr_max / div_final, phase), cos_anneal(moms[1], moms[2], phase))
    return at
