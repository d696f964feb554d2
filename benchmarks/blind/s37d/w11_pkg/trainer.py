import logging

import torch.nn.functional as F
from tqdm import tqdm

from utils import EarlyStopper, evaluate, save_checkpoint

log = logging.getLogger("genre")


class Trainer:
    def __init__(self, model, optimizer, device, cfg):
        self.model, self.optimizer, self.device, self.cfg = model, optimizer, device, cfg
        self.stopper = EarlyStopper(cfg["patience"])
        self.history = {"train_loss": [], "val_loss": [], "val_acc": []}

    def _train_epoch(self, loader):
        self.model.train()
        running = 0.0
        for x, y in tqdm(loader, desc="train", leave=False):
            x, y = x.to(self.device), y.to(self.device)
            self.optimizer.zero_grad()
            loss = F.cross_entropy(self.model(x), y)
            loss.backward()
            self.optimizer.step()
            running += loss.item()
        return running / len(loader)

    def fit(self, train_loader, val_loader):
        for epoch in range(self.cfg["epochs"]):
            tr = self._train_epoch(train_loader)
            vl, va = evaluate(self.model, val_loader, self.device)
            self.history["train_loss"].append(tr)
            self.history["val_loss"].append(vl)
            self.history["val_acc"].append(va)
            log.info("epoch %d train %.4f val %.4f acc %.3f", epoch, tr, vl, va)
            if self.stopper.step(vl):
                save_checkpoint(self.cfg["checkpoint"], self.model, self.optimizer, epoch, vl)
            if self.stopper.should_stop:
                log.info("no improvement for %d epochs, stopping", self.cfg["patience"])
                break
        return self.history
