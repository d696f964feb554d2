import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


class TrainerCallback:
    def on_step_end(self, trainer, logs):
        pass

    def on_epoch_end(self, trainer, epoch):
        pass


class PrinterCallback(TrainerCallback):
    def on_step_end(self, trainer, logs):
        if trainer.global_step % trainer.args.logging_steps == 0:
            print({k: round(v, 4) for k, v in logs.items()})


class Trainer:
    def __init__(self, model, args, train_dataset, callbacks=None):
        self.model = model
        self.args = args
        self.train_dataset = train_dataset
        self.callbacks = callbacks or [PrinterCallback()]
        self.optimizer = self.create_optimizer()
        self.global_step = 0

    def create_optimizer(self):
        return torch.optim.AdamW(self.model.parameters(), lr=self.args.learning_rate)

    def get_train_dataloader(self):
        return DataLoader(TensorDataset(*self.train_dataset),
                          batch_size=self.args.per_device_batch_size, shuffle=True)

    def compute_loss(self, model, batch):
        users, items, labels = batch
        return F.binary_cross_entropy_with_logits(model(users, items), labels)

    def training_step(self, batch):
        self.model.train()
        loss = self.compute_loss(self.model, batch)
        loss = loss / self.args.gradient_accumulation_steps
        loss.backward()
        return loss.detach()

    def _call(self, event, *args):
        for cb in self.callbacks:
            getattr(cb, event)(self, *args)

    def train(self):
        loader = self.get_train_dataloader()
        accum = self.args.gradient_accumulation_steps
        self.optimizer.zero_grad()
        for epoch in range(self.args.num_train_epochs):
            tr_loss = torch.zeros(())
            for step, batch in enumerate(loader):
                tr_loss += self.training_step(batch)
                last = step + 1 == len(loader)
                if (step + 1) % accum == 0 or last:
                    torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.args.max_grad_norm)
                    self.optimizer.step()
                    self.optimizer.zero_grad()
                    self.global_step += 1
                    self._call("on_step_end", {"loss": tr_loss.item(), "epoch": epoch})
                    tr_loss = torch.zeros(())
            self._call("on_epoch_end", epoch)
        return self.global_step
