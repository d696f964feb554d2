import torch
import torch.nn as nn

from .utils import macro_f1


class Trainer:
    def __init__(self, net, args):
        self.net = net
        self.args = args
        self.criterion = nn.CrossEntropyLoss()
        self.optim = torch.optim.Adam(net.parameters(), lr=args.lr)
        self.sched = torch.optim.lr_scheduler.ExponentialLR(self.optim, gamma=args.gamma)

    def _on_epoch_start(self, epoch):
        # keep the pretrained vectors fixed while the convolutions warm up
        frozen = epoch < self.args.freeze_emb_epochs
        self.net.embedding.weight.requires_grad_(not frozen)

    def _on_batch_start(self):
        self.net.zero_grad(set_to_none=True)

    def train_epoch(self, x, y, epoch):
        self._on_epoch_start(epoch)
        self.net.train()
        perm = torch.randperm(len(x))
        correct, total_loss = 0, 0.0
        for i in range(0, len(x), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            self._on_batch_start()
            logits = self.net(x[idx])
            loss = self.criterion(logits, y[idx])
            loss.backward()
            self.optim.step()
            total_loss += loss.item() * len(idx)
            correct += (logits.argmax(1) == y[idx]).sum().item()
        self.sched.step()
        return total_loss / len(x), correct / len(x)

    @torch.no_grad()
    def test(self, x, y):
        self.net.eval()
        pred = self.net(x).argmax(1)
        return (pred == y).float().mean().item(), macro_f1(pred, y, self.args.num_classes)
