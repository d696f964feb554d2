import torch

from .nets import mag_spec
from .updates import d_update, g_update


def run_epoch(gen, disc, opt_g, opt_d, noisy, clean, cfg, gen_order):
    opt_g.zero_grad()
    opt_d.zero_grad()
    d_hist, g_hist = [], []
    order = torch.randperm(noisy.shape[0], generator=gen_order)
    for s in range(0, len(order), cfg["batch"]):
        idx = order[s:s + cfg["batch"]]
        noisy_mag, clean_mag = mag_spec(noisy[idx]), mag_spec(clean[idx])
        enh = gen(noisy_mag)
        d_hist.append(d_update(disc, opt_d, enh, clean_mag))
        g_hist.append(g_update(opt_g, disc, enh, clean_mag, cfg["l1_weight"]))
    return sum(d_hist) / len(d_hist), sum(g_hist) / len(g_hist)


@torch.no_grad()
def evaluate_split(gen, noisy, clean):
    gen.eval()
    enh = gen(mag_spec(noisy))
    gen.train()
    return (torch.log1p(enh) - torch.log1p(mag_spec(clean))).abs().mean().item()
