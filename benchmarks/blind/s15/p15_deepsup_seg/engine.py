import torch


class SegEngine:
    def __init__(self, net, criterion, opt, sched=None):
        self.net, self.criterion, self.opt, self.sched = net, criterion, opt, sched

    def run_epoch(self, loader):
        self.net.train()
        seen, agg = 0, 0.0
        for img, mask in loader:
            self.opt.zero_grad()
            objective = self.criterion(self.net(img), mask)
            objective.backward()
            self.opt.step()
            if self.sched is not None:
                self.sched.step()
            agg += objective.item() * img.size(0)
            seen += img.size(0)
        return agg / seen

    @torch.no_grad()
    def miou(self, loader, n_cls):
        self.net.eval()
        ious = []
        for img, mask in loader:
            pred = self.net(img)[0].argmax(1)
            for c in range(n_cls):
                inter = ((pred == c) & (mask == c)).sum().item()
                union = ((pred == c) | (mask == c)).sum().item()
                if union:
                    ious.append(inter / union)
        self.net.train()
        return sum(ious) / max(len(ious), 1)
