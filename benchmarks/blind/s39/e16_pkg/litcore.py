"""Multi-optimizer automatic optimisation, Lightning-1.x style (optimizer_idx)."""
import torch
from torch import nn


class MultiOptModule(nn.Module):
    def configure_optimizers(self):
        raise NotImplementedError

    def training_step(self, batch, batch_idx, optimizer_idx):
        raise NotImplementedError

    def validation_step(self, batch):
        raise NotImplementedError

    def on_validation_end(self, outputs):
        pass


class Trainer:
    def __init__(self, max_epochs=5, batch_size=64):
        self.max_epochs, self.batch_size = max_epochs, batch_size

    def fit(self, module, train_loader, val_loader):
        optimizers = module.configure_optimizers()
        for epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(train_loader()):
                for opt_idx, opt in enumerate(optimizers):
                    loss = module.training_step(batch, batch_idx, opt_idx)
                    opt.zero_grad()
                    loss.backward()
                    opt.step()
            module.eval()
            with torch.no_grad():
                outs = [module.validation_step(b) for b in val_loader()]
            print(f"epoch {epoch}: ", end="")
            module.on_validation_end(outs)
