import torch
import torch.nn.functional as F

from ..models import render_rays
from ..utils.misc import MetricLogger


def psnr(mse):
    return -10.0 * torch.log10(mse)


def train_one_epoch(trainer, epoch):
    model, optimizer, cfg = trainer.model, trainer.optimizer, trainer.cfg
    model.train()
    logger = MetricLogger()
    for rays_o, rays_d, target in logger.log_every(trainer.loader, cfg["print_freq"], f"Epoch [{epoch}]"):
        with torch.autocast(device_type=trainer.device.type, enabled=trainer.use_amp):
            rgb, depth, acc = render_rays(model, rays_o, rays_d, cfg["render"])
            loss = F.mse_loss(rgb, target)
        optimizer.zero_grad(set_to_none=True)
        trainer.scaler.scale(loss).backward()
        trainer.scaler.step(optimizer)
        trainer.scaler.update()
        trainer.scheduler.step()
        logger.update(loss=loss.item(), psnr=psnr(loss.detach()))
    return {k: m.global_avg for k, m in logger.meters.items()}


@torch.no_grad()
def render_test_view(model, rays_o, rays_d, cfg, chunk=256):
    model.eval()
    outs = [render_rays(model, rays_o[i:i + chunk], rays_d[i:i + chunk], cfg["render"], perturb=False)[0]
            for i in range(0, rays_o.shape[0], chunk)]
    return torch.cat(outs)
