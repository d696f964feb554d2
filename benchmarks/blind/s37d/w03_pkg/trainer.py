import logging

import torch
import torch.nn as nn
from tqdm import tqdm

log = logging.getLogger("tagger")


class Trainer:
    def __init__(self, model, optimizer, writer, cfg):
        self.model = model
        self.optimizer = optimizer
        self.writer = writer
        self.cfg = cfg
        self.criterion = nn.CrossEntropyLoss()
        self.global_step = 0

    def train_epoch(self, loader, epoch):
        self.model.train()
        pbar = tqdm(loader, desc=f"epoch {epoch}", leave=False)
        for tokens, tags in pbar:
            self.optimizer.zero_grad()
            logits = self.model(tokens)
            loss = self.criterion(logits.reshape(-1, logits.size(-1)), tags.reshape(-1))
            loss.backward()
            self.optimizer.step()
            if self.global_step % self.cfg.log_every == 0:
                self.writer.add_scalar("train/loss", loss, self.global_step)
            pbar.set_postfix(loss=f"{loss.item():.3f}")
            self.global_step += 1

    @torch.no_grad()
    def validate(self, loader, epoch):
        self.model.eval()
        correct = total = 0
        for tokens, tags in loader:
            pred = self.model(tokens).argmax(-1)
            correct += (pred == tags).sum().item()
            total += tags.numel()
        acc = correct / total
        self.writer.add_scalar("val/token_acc", acc, epoch)
        return acc

    def fit(self, train_loader, val_loader):
        for epoch in range(self.cfg.epochs):
            self.train_epoch(train_loader, epoch)
            acc = self.validate(val_loader, epoch)
            log.info("epoch %d loss %.4f val_acc %.3f", epoch, self.writer.last("train/loss"), acc)
