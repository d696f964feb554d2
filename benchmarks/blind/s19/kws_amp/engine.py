import torch
import torch.nn.functional as F


class Engine:
    def __init__(self, model, optimizer, use_amp=False, device="cpu", grad_clip=None):
        self.model = model
        self.optimizer = optimizer
        self.use_amp = use_amp
        self.device = device
        self.grad_clip = grad_clip
        self.scaler = torch.amp.GradScaler(device, enabled=use_amp)

    def compute_loss(self, feats, labels):
        logits = self.model(feats.to(self.device))
        return F.cross_entropy(logits, labels.to(self.device))

    def train_step(self, feats, labels):
        self.model.train()
        if self.use_amp:
            self.optimizer.zero_grad(set_to_none=True)
            with torch.autocast(self.device, dtype=torch.bfloat16):
                loss = self.compute_loss(feats, labels)
            self.scaler.scale(loss).backward()
            self.scaler.unscale_(self.optimizer)
            if self.grad_clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
            self.scaler.step(self.optimizer)
            self.scaler.update()
        else:
            loss = self.compute_loss(feats, labels)
            loss.backward()
            if self.grad_clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
            self.optimizer.step()
        return loss.item()

    @torch.no_grad()
    def accuracy(self, batches):
        self.model.eval()
        correct = total = 0
        for feats, labels in batches:
            pred = self.model(feats.to(self.device)).argmax(dim=1)
            correct += (pred.cpu() == labels).sum().item()
            total += labels.numel()
        return correct / total
