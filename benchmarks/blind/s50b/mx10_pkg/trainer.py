import torch
import torch.nn.functional as F

from .adapters import insert_adapters


class Finetuner:
    def __init__(self, model, xy, lr=3e-3):
        self.model, self.lr = model, lr
        self.x, self.y = xy

    def setup(self):
        insert_adapters(self.model, squeeze=8)
        params = [p for p in self.model.parameters() if p.requires_grad]
        self.opt = torch.optim.Adam(params, lr=self.lr)
        return sum(p.numel() for p in params)

    def step(self, idx):
        self.opt.zero_grad()
        loss = F.huber_loss(self.model(self.x[idx]), self.y[idx], delta=0.5)
        loss.backward()
        self.opt.step()
        return loss

    @torch.no_grad()
    def validate(self, x, y):
        self.model.eval()
        rmse = torch.sqrt(F.mse_loss(self.model(x), y)).item()
        self.model.train()
        return rmse
