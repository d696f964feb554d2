import torch


def save_checkpoint(path, **modules):
    torch.save({k: m.state_dict() for k, m in modules.items()}, path)


def load_checkpoint(path, **modules):
    blob = torch.load(path)
    for k, m in modules.items():
        m.load_state_dict(blob[k])


@torch.no_grad()
def polyak(src, dst, tau):
    for p, q in zip(src.parameters(), dst.parameters()):
        q.mul_(1 - tau).add_(tau * p)
