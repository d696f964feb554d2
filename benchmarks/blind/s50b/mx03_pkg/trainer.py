import copy

import torch
import torch.nn.functional as F

from . import surgery


class Finetuner:
    def __init__(self, model, train_xy, val_xy, lr=5e-3):
        self.model, self.lr = model, lr
        self.train_xy, self.val_xy = train_xy, val_xy
        self.best = (float("inf"), None)
        self.history = []

    def setup(self):
        surgery.freeze_all(self.model)
        surgery.add_bias_terms(self.model)
        self.adapters = surgery.wrap_with_lora(self.model, ["inp", "mid"], rank=4)
        biases = [p for n, p in self.model.named_parameters() if n.endswith("bias")]
        lora = [p for n, p in self.model.named_parameters() if n.endswith((".A", ".B"))]
        self.opt = torch.optim.Adam([{"params": biases, "lr": self.lr},
                                     {"params": lora, "lr": 2 * self.lr}])

    def step(self, idx):
        x, y = self.train_xy[0][idx], self.train_xy[1][idx]
        loss = F.smooth_l1_loss(self.model(x), y, beta=0.1)
        loss.backward()
        self.opt.step()
        self.opt.zero_grad()
        self.history.append(loss.item())

    @torch.no_grad()
    def validate(self):
        return F.mse_loss(self.model(self.val_xy[0]), self.val_xy[1]).item()

    def checkpoint_if_best(self):
        score = self.validate()
        if score < self.best[0]:
            self.best = (score, copy.deepcopy(self.model.state_dict()))
        return score

    def restore_best(self):
        self.model.load_state_dict(self.best[1])
        return self.best[0]
