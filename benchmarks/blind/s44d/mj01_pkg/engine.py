import torch
import torch.nn.functional as F


def train_one_epoch(accelerator, net, optimizer, scheduler, loader, max_grad_norm, label_smoothing=0.05):
    net.train()
    seen, loss_sum, correct, grad_norms = 0, 0.0, 0, []
    for features, family in loader:
        features, family = accelerator.to_device(features, family)
        with accelerator.accumulate(net):
            with accelerator.autocast():
                logits = net(features)
                loss = F.cross_entropy(logits.float(), family, label_smoothing=label_smoothing)
            accelerator.backward(loss)
            if accelerator.sync_gradients:
                grad_norms.append(float(accelerator.clip_grad_norm_(net.parameters(), max_grad_norm, optimizer)))
                accelerator.optimizer_step(optimizer)
                scheduler.step()
                optimizer.zero_grad(set_to_none=True)
        seen += family.numel()
        loss_sum += loss.item() * family.numel()
        correct += (logits.argmax(1) == family).sum().item()
    return {
        "loss": loss_sum / seen,
        "acc": correct / seen,
        "grad_norm": sum(grad_norms) / max(1, len(grad_norms)),
        "lr": scheduler.get_last_lr()[0],
    }


@torch.no_grad()
def evaluate(net, loader):
    net.eval()
    correct, total, loss_sum = 0, 0, 0.0
    for features, family in loader:
        logits = net(features)
        loss_sum += F.cross_entropy(logits, family, reduction="sum").item()
        correct += (logits.argmax(1) == family).sum().item()
        total += family.numel()
    return {"val_loss": loss_sum / total, "val_acc": correct / total}
