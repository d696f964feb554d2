import copy

import torch
import torch.nn.functional as F


class Experiment:
    def __init__(self, model, optimizer_factory, train, valid, batch_size=64):
        self.model = model
        self.optimizer = optimizer_factory(model.parameters())
        self.scheduler = torch.optim.lr_scheduler.ExponentialLR(self.optimizer, gamma=0.93)
        self.train_x, self.train_y = train
        self.valid_x, self.valid_y = valid
        self.batch_size = batch_size
        self.best_state, self.best_mae = None, float("inf")

    @property
    def val_mae(self):
        self.model.eval()
        pred = self.model(self.valid_x).squeeze(1)
        return 60 * (pred - self.valid_y).abs().mean().item()

    def fit_epoch(self):
        self.model.train()
        order = torch.randperm(len(self.train_x))
        for start in range(0, len(order) - self.batch_size + 1, self.batch_size):
            idx = order[start:start + self.batch_size]
            loss = F.mse_loss(self.model(self.train_x[idx]).squeeze(1), self.train_y[idx])
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
        self.scheduler.step()

    def checkpoint_if_better(self):
        mae = self.val_mae
        if mae < self.best_mae:
            self.best_mae = mae
            self.best_state = copy.deepcopy(self.model.state_dict())
        return mae

    def restore_best(self):
        self.model.load_state_dict(self.best_state)
