import torch

from meters import AverageMeter


class Evaluator:
    def __init__(self, net, criterion):
        self.net, self.criterion = net, criterion

    @torch.inference_mode()
    def run(self, batches):
        self.net.eval()
        loss_m, acc_m = AverageMeter("val_loss"), AverageMeter("val_acc")
        for values, missing, y in batches:
            logits = self.net(values, missing)
            loss_m.update(self.criterion(logits, y).item(), y.numel())
            acc_m.update((logits.argmax(1) == y).float().mean().item(), y.numel())
        self.net.train()
        return loss_m, acc_m
