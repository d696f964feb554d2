import torch


class BF16Trainer:
    """CPU mixed precision: bf16 autocast for the forward, fp32 master weights."""

    def __init__(self, model, optimizer, criterion, max_norm=1.0):
        self.model, self.optimizer, self.criterion = model, optimizer, criterion
        self.scaler = torch.amp.GradScaler("cpu", init_scale=2.0 ** 8)
        self.max_norm = max_norm

    def train_step(self, x, y):
        self.optimizer.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16):
            pred = self.model(x)
        loss = self.criterion(pred, y)
        self.scaler.scale(loss).backward()
        self.scaler.unscale_(self.optimizer)
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.max_norm)
        self.scaler.step(self.optimizer)
        self.scaler.update()
        return loss.detach()

    @torch.no_grad()
    def predict(self, x):
        self.model.eval()
        with torch.autocast("cpu", dtype=torch.bfloat16):
            out = self.model(x).float()
        self.model.train()
        return out
