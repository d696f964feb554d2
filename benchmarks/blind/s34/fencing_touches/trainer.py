import torch

from fencing_touches.roles import adversarial_losses


def build_optimizer(module, *, name, **hyper):
    return getattr(torch.optim, name)(module.parameters(), **hyper)


class AdversarialTrainer:
    def __init__(self, nets, cfg):
        self.nets = nets
        self.order = cfg["update_order"]
        self.drift_cost = cfg["drift_cost"]
        self.opts = {role: build_optimizer(nets[role], **cfg["optim"][role])
                     for role in self.order}

    def update(self, x, y):
        for net in self.nets.values():
            net.train()
        losses = adversarial_losses(self.nets, x, y, drift_cost=self.drift_cost)
        for role in self.order:
            opt = self.opts[role]
            opt.zero_grad()
            losses[role].backward(retain_graph=True)
            opt.step()
        return {role: loss.item() for role, loss in losses.items()}

    @torch.no_grad()
    def accuracy(self, x, y, *, drifted=False):
        clf = self.nets["classifier"].eval()
        if drifted:
            x = x + self.nets["augmenter"].eval()(x)
        return (clf(x).argmax(dim=1) == y).float().mean().item()
