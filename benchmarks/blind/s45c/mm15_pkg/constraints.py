import torch


@torch.no_grad()
def apply_constraints(net, max_emb_norm=2.0):
    """projected gradient descent: run after every optimizer step"""
    net.spring_path.weight.clamp_(min=0.0)
    net.stem.weight.renorm_(2, 0, max_emb_norm)


def monotone_ok(net):
    return bool((net.spring_path.weight >= 0).all())
