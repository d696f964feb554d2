from collections import OrderedDict

import torch

from .logbuffer import LogBuffer


def parse_losses(losses):
    log_vars = OrderedDict()
    for name, value in losses.items():
        log_vars[name] = value.mean()
    loss = sum(v for k, v in log_vars.items() if k.startswith("loss"))
    log_vars["loss"] = loss
    return loss, log_vars


class EpochRunner:
    def __init__(self, model, optimizer, scheduler, batch_size, max_epochs):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.batch_size = batch_size
        self.max_epochs = max_epochs
        self.log_buffer = LogBuffer()
        self.epoch = 0
        self.iter = 0

    def train_step(self, batch):
        x, present, position = batch
        losses = self.model(x, present, position)
        loss, log_vars = parse_losses(losses)
        return dict(loss=loss, log_vars=log_vars, num_samples=len(x))

    def run_iter(self, batch):
        outputs = self.train_step(batch)
        self.optimizer.zero_grad()
        outputs["loss"].backward()
        self.optimizer.step()
        self.log_buffer.update(outputs["log_vars"], outputs["num_samples"])
        self.iter += 1

    def train_epoch(self, data):
        self.model.train()
        x, present, position = data
        order = torch.randperm(len(x))
        for i in range(0, len(order), self.batch_size):
            idx = order[i:i + self.batch_size]
            self.run_iter((x[idx], present[idx], position[idx]))
        self.scheduler.step()
        self.epoch += 1

    def run(self, data, evaluate):
        while self.epoch < self.max_epochs:
            self.train_epoch(data)
            avg = self.log_buffer.average()
            line = "  ".join(f"{k} {v:.4f}" for k, v in avg.items())
            print(f"Epoch [{self.epoch}/{self.max_epochs}] iter {self.iter}  {line}  | {evaluate(self.model)}")
            self.log_buffer.clear()
