import os

import torch
import torch.nn.functional as F


class Solver:
    def __init__(self, model, opt):
        self.model = model
        self.opt = opt
        self.optimizer = torch.optim.Adam(model.parameters(), lr=opt.lr)

    def fit(self, loader, epochs, tag):
        for epoch in range(epochs):
            self.model.train()
            total = 0.0
            for x, y in loader:
                self.optimizer.zero_grad()
                loss = F.cross_entropy(self.model(x), y)
                loss.backward()
                self.optimizer.step()
                total += loss.item() * y.size(0)
            print(f"[{tag}] epoch {epoch} loss {total / len(loader.dataset):.4f}")

    @torch.no_grad()
    def accuracy(self, loader):
        self.model.eval()
        hit = n = 0
        for x, y in loader:
            hit += (self.model(x).argmax(1) == y).sum().item()
            n += y.numel()
        return hit / n

    def save(self, name):
        os.makedirs(self.opt.save_dir, exist_ok=True)
        torch.save({"model": self.model.state_dict(), "num_classes": self.model.num_classes},
                   os.path.join(self.opt.save_dir, name))
