import torch
import torch.nn.functional as F


@torch.no_grad()
def pseudo_quality(enh, clean):
    err = (torch.log1p(enh) - torch.log1p(clean)).abs().mean(dim=(1, 2))
    return torch.exp(-4.0 * err)


def d_update(disc, opt_d, enh, clean):
    opt_d.zero_grad()
    q = pseudo_quality(enh, clean)
    loss = F.mse_loss(disc(clean, clean), torch.ones(clean.shape[0])) + F.mse_loss(disc(enh.detach(), clean), q)
    loss.backward()
    opt_d.step()
    return loss.item()


def g_update(gen_opt, disc, enh, clean, l1_weight):
    score = disc(enh, clean)
    loss = F.mse_loss(score, torch.ones_like(score)) + l1_weight * F.l1_loss(torch.log1p(enh), torch.log1p(clean))
    loss.backward()
    torch.nn.utils.clip_grad_norm_(gen_opt.param_groups[0]["params"], 10.0)
    gen_opt.step()
    return loss.item()
