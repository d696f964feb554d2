import torch


def make_optimizer(net, lr):
    return torch.optim.Adam(net.parameters(), lr=lr, eps=1e-5)


def apply_gradients(optimizer, loss, sample_weights=None, clip=None):
    optimizer.zero_grad(set_to_none=True)
    if sample_weights is None:
        loss.backward()
    else:
        loss.backward(gradient=sample_weights)
    if clip is not None:
        torch.nn.utils.clip_grad_norm_([p for g in optimizer.param_groups for p in g["params"]], clip)
    optimizer.step()


def soft_sync(target, online, tau):
    with torch.no_grad():
        for tp, p in zip(target.parameters(), online.parameters()):
            tp.lerp_(p, tau)
