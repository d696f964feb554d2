import torch
import torch.nn.functional as F


class Fitter:
    def __init__(self, model, optimizer, scheduler, use_amp=False, device="cpu"):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.device = torch.device(device)
        self.use_amp = use_amp and self.device.type == "cuda"
        self.scaler = torch.amp.GradScaler("cuda", enabled=self.use_amp)

    def step(self, coords, target):
        self.model.train()
        if self.use_amp:
            self.optimizer.zero_grad(set_to_none=True)
            with torch.autocast(device_type="cuda", dtype=torch.float16):
                pred = self.model(coords)
                loss = F.mse_loss(pred.float(), target)
            self.scaler.scale(loss).backward()
            self.scaler.step(self.optimizer)
            self.scaler.update()
        else:
            pred = self.model(coords)
            loss = F.mse_loss(pred, target)
            loss.backward()
            self.optimizer.step()
        self.scheduler.step()
        return loss.item()

    @torch.no_grad()
    def reconstruct(self, coords):
        self.model.eval()
        return self.model(coords)
