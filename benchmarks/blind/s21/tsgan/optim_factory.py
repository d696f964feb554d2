import torch


def make_optimizers(nets, spec):
    """One optimizer per network, spec: {net_key: {"name": ..., **kwargs}}."""
    out = {}
    for key, net in nets.items():
        kw = dict(spec.get(key, {}))
        name = kw.pop("name", "Adam")
        out[key] = getattr(torch.optim, name)(net.parameters(), **kw)
    return out
