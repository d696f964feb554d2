import torch


class BaseTrainer:
    phases = ("train", "val")

    def __init__(self, model, optimizer, cfg):
        self.model = model
        self.optimizer = optimizer
        self.cfg = cfg
        self.history = []

    # hooks ---------------------------------------------------------------
    def on_batch_start(self, phase):
        if phase == "train":
            self.optimizer.zero_grad(set_to_none=self.cfg.zero_set_to_none)

    def on_batch_end(self, phase, loss):
        if phase == "train":
            loss.backward()
            self.optimizer.step()

    def on_epoch_end(self, epoch, logs):
        self.history.append(logs)

    # driver --------------------------------------------------------------
    def run_phase(self, phase, loader):
        self.model.train(phase == "train")
        step_fn = getattr(self, f"{phase}_step")
        total, count = 0.0, 0
        with torch.set_grad_enabled(phase == "train"):
            for batch in loader:
                self.on_batch_start(phase)
                loss = step_fn(batch)
                self.on_batch_end(phase, loss)
                total += loss.item() * batch[0].size(0)
                count += batch[0].size(0)
        return total / max(count, 1)

    def fit(self, loaders):
        for epoch in range(self.cfg.epochs):
            logs = {phase: self.run_phase(phase, loaders[phase]()) for phase in self.phases}
            self.on_epoch_end(epoch, logs)
        return self.history
