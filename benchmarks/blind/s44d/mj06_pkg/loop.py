import io

import torch
import torch.nn.functional as F


def train_epoch(accelerator, net, optimizer, scheduler, loader, settings):
    net.train()
    total, n, norms = 0.0, 0, []
    for x, brix in loader:
        with accelerator.accumulate(net):
            with accelerator.autocast():
                pred = net(x)
            loss = F.mse_loss(pred.float(), brix)
            accelerator.backward(loss)
            if accelerator.sync_gradients:
                norms.append(accelerator.clip_grad_norm_(net.parameters(), settings.max_grad_norm, optimizer).item())
                accelerator.optimizer_step(optimizer)
                scheduler.step()
        total += loss.item() * len(brix)
        n += len(brix)
    return total / n, norms


@torch.no_grad()
def holdout_error(net, loader):
    net.eval()
    abs_err, n, within = 0.0, 0, 0
    for x, brix in loader:
        err = (net(x) - brix).abs()
        abs_err += err.sum().item()
        within += (err < 0.5).sum().item()
        n += len(brix)
    return abs_err / n, within / n


def save_checkpoint(net, optimizer, scheduler, accelerator, epoch):
    buf = io.BytesIO()
    torch.save({"net": net.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
                "accelerator": accelerator.state_dict(), "epoch": epoch}, buf)
    return buf.getvalue()


def load_checkpoint(blob, net, optimizer, scheduler, accelerator):
    state = torch.load(io.BytesIO(blob), weights_only=False)
    net.load_state_dict(state["net"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    accelerator.load_state_dict(state["accelerator"])
    return state["epoch"]
