import torch
import torch.nn.functional as F

from .optim import finetune_optimizer, grad_norm


class Finetuner:
    def __init__(self, model, xy, lr, gen, aux_weight=0.3):
        self.model, self.lr, self.gen, self.aux_weight = model, lr, gen, aux_weight
        self.x, self.y = xy
        self.log = []

    def setup(self):
        self.model.features[0].requires_grad_(False)
        self.opt = finetune_optimizer(self.model, self.lr)
        self.params = [p for g in self.opt.param_groups for p in g["params"]]

    def step(self, bs=32):
        idx = torch.randint(0, self.x.shape[0], (bs,), generator=self.gen)
        out = self.model(self.x[idx])
        main = F.mse_loss(out[:, 0], self.y[idx, 0])
        aux = F.l1_loss(out[:, 1], self.y[idx, 1])
        self.opt.zero_grad()
        main.backward(retain_graph=True)
        g_main = grad_norm(self.params)
        (self.aux_weight * aux).backward()
        g_total = grad_norm(self.params)
        self.opt.step()
        self.log.append((main.item(), aux.item(), g_main, g_total))

    def validate(self, x, y):
        return evaluate(self.model, x, y)


def evaluate(model, x, y):
    with torch.inference_mode():
        out = model(x)
        return F.mse_loss(out[:, 0], y[:, 0]).item(), F.l1_loss(out[:, 1], y[:, 1]).item()
