import copy

import torch


class ModelEMA:
    def __init__(self, net, decay=0.99):
        self.shadow = copy.deepcopy(net).eval()
        self.decay = decay
        for p in self.shadow.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, net):
        msd = net.state_dict()
        for k, v in self.shadow.state_dict().items():
            if v.dtype.is_floating_point:
                v.mul_(self.decay).add_(msd[k].detach(), alpha=1 - self.decay)
