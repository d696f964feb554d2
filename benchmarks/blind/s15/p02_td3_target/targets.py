import torch


@torch.no_grad()
def clipped_double_q_target(batch, pi_targ, q_targ, discount, noise, clip):
    a2 = pi_targ(batch["s2"])
    eps = (torch.randn_like(a2) * noise).clamp(-clip, clip)
    a2 = (a2 + eps).clamp(-1, 1)
    t1, t2 = q_targ(batch["s2"], a2)
    return batch["r"] + discount * (1 - batch["d"]) * torch.min(t1, t2)


@torch.no_grad()
def polyak_update(src, dst, rho):
    for p, p_t in zip(src.parameters(), dst.parameters()):
        p_t.mul_(rho).add_((1 - rho) * p)
