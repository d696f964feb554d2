"""One optimizer per part: the shared trunk, and each task head with its own rate and schedule."""
import torch

HEAD_LR = {"altitude": 3e-3, "purity": 3e-3, "valve": 1e-2}
HEAD_EVERY = {"altitude": 1, "purity": 1, "valve": 3}          # valve events are rare: accumulate 3 batches


def build(net, trunk_lr=2e-3):
    trunk_opt = torch.optim.Adam(net.trunk.parameters(), lr=trunk_lr)
    trunk_sched = torch.optim.lr_scheduler.StepLR(trunk_opt, step_size=4, gamma=0.5)
    head_opts = {t: torch.optim.Adam(net.heads[t].parameters(), lr=lr) for t, lr in HEAD_LR.items()}
    head_scheds = {t: torch.optim.lr_scheduler.ExponentialLR(o, gamma=0.995) for t, o in head_opts.items()}
    return trunk_opt, trunk_sched, head_opts, head_scheds
