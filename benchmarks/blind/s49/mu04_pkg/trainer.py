import torch
import torch.nn.functional as F

from .evaluation import evaluate_split
from .features import log_bands


def fit(model, train_split, val_split, cfg):
    clips, labels = train_split
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=cfg["decay_every"], gamma=0.5)
    gen = torch.Generator().manual_seed(cfg["seed"])
    records = {"train_loss": [], "val": []}
    step = 0
    for epoch in range(cfg["epochs"]):
        order = torch.randperm(clips.shape[0], generator=gen)
        for s in range(0, len(order), cfg["batch"]):
            idx = order[s:s + cfg["batch"]]
            logits = model(log_bands(clips[idx]))
            loss = F.cross_entropy(logits, labels[idx], label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            records["train_loss"].append(loss.item())
            step += 1
            if step % cfg["eval_every"] == 0:
                metrics = evaluate_split(model, *val_split)
                records["val"].append((step, metrics))
                print(f"step {step:3d} train {sum(records['train_loss'][-10:]) / 10:.3f} "
                      f"val loss {metrics['loss']:.3f} acc {metrics['acc']:.3f}")
        sched.step()
    return records
