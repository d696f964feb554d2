import torch
import torch.nn.functional as F

from utils import AverageMeter, Timer


class Trainer:
    def __init__(self, model, optimizer, print_freq=10):
        self.model = model
        self.optimizer = optimizer
        self.print_freq = print_freq

    def train_one_epoch(self, loader, epoch):
        losses = AverageMeter("Loss", ":.4e")
        top1 = AverageMeter("Acc@1", ":6.2f")
        self.model.train()
        with Timer() as t:
            for i, (tokens, target) in enumerate(loader):
                output = self.model(tokens)
                loss = F.cross_entropy(output, target)
                acc = (output.argmax(1) == target).float().mean().item() * 100
                losses.update(loss, tokens.size(0))
                top1.update(acc, tokens.size(0))
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                if i % self.print_freq == 0:
                    print(f"epoch {epoch} [{i}/{len(loader)}] {losses} {top1}")
        print(f"epoch {epoch} done in {t.elapsed:.2f}s avg loss {float(losses.avg):.4f}")
        return float(losses.avg)
