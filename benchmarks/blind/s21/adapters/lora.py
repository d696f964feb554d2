import torch


class AdapterBank:
    """Holds (down, up) factor pairs per adapted layer; not an nn.Module on purpose."""

    def __init__(self, host, names, rank=4, scale=0.05):
        self.factors = {}
        for name in names:
            layer = host.proj[name]
            d_out, d_in = layer.weight.shape
            down = torch.randn(rank, d_in, requires_grad=True) * scale
            up = torch.zeros(d_out, rank, requires_grad=True)
            self.factors[name] = (down, up)

    def tensors(self):
        for pair in self.factors.values():
            yield from pair

    def as_dict(self):
        return dict(self.factors)
