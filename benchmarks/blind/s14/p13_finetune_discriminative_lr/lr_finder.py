import copy
import math

import torch


class LRFinder:
    """Leslie Smith's LR range test. Model/optimizer state is restored afterwards."""

    def __init__(self, model, criterion, device):
        self.model = model
        self.criterion = criterion
        self.device = device

    def range_test(self, loader, start_lr=1e-6, end_lr=1.0, num_iter=50, smooth=0.05, diverge=4.0):
        saved_state = copy.deepcopy(self.model.state_dict())
        optimizer = torch.optim.SGD(self.model.parameters(), lr=start_lr, momentum=0.9)
        gamma = (end_lr / start_lr) ** (1.0 / num_iter)
        lrs, losses = [], []
        best, avg = math.inf, None
        it = iter(loader)
        self.model.train()
        for i in range(num_iter):
            try:
                x, y = next(it)
            except StopIteration:
                it = iter(loader)
                x, y = next(it)
            x, y = x.to(self.device), y.to(self.device)
            optimizer.zero_grad()
            loss = self.criterion(self.model(x), y)
            loss.backward()
            optimizer.step()

            lr = optimizer.param_groups[0]["lr"]
            avg = loss.item() if avg is None else smooth * loss.item() + (1 - smooth) * avg
            lrs.append(lr)
            losses.append(avg)
            best = min(best, avg)
            if avg > diverge * best:
                break
            for group in optimizer.param_groups:
                group["lr"] = lr * gamma

        self.model.load_state_dict(saved_state)
        return lrs, losses

    @staticmethod
    def suggestion(lrs, losses):
        # steepest descent of the smoothed loss curve
        grads = [(losses[i + 1] - losses[i]) for i in range(len(losses) - 1)]
        idx = min(range(len(grads)), key=grads.__getitem__)
        return lrs[idx]
