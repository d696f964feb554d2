import torch
import torch.nn.functional as F

from .backbone import WobbleNet
from .data import jelly_batch
from .trainer import Finetuner

CFG = {"lr_head": 3e-3, "lr_lora": 1e-2, "wd": 1e-2, "lora_rank": 4, "lora_alpha": 8.0,
       "pretrain_steps": 300, "finetune_steps": 250, "batch": 32}


def pretrain(model, gen, steps):
    """Stand-in for the upstream checkpoint: plain panna cotta, no fruit."""
    x, y = jelly_batch(2048, gen, fruit_load=0.0)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.randint(0, x.shape[0], (64,), generator=gen)
        opt.zero_grad()
        F.mse_loss(model(x[idx]), y[idx]).backward()
        opt.step()
    return model


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    model = pretrain(WobbleNet(), gen, CFG["pretrain_steps"])

    # downstream: fruit-laden jellies, only 256 labelled moulds
    train_xy = jelly_batch(256, gen, fruit_load=0.5)
    val_xy = jelly_batch(512, gen, fruit_load=0.5)
    tuner = Finetuner(model, train_xy, val_xy, CFG)
    tuner.setup()
    if CFG["lora_rank"] > 0:
        model.inject_lora(CFG["lora_rank"], CFG["lora_alpha"])
    print(f"val mse before fine-tuning: {tuner.validate():.4f}")

    for step in range(CFG["finetune_steps"]):
        idx = torch.randint(0, train_xy[0].shape[0], (CFG["batch"],), generator=gen)
        loss = tuner.step(idx)
        if step % 50 == 0:
            print(f"step {step:4d} train mse {loss:.4f}")
    print(f"val mse after fine-tuning: {tuner.validate():.4f}")

    for layer in model.lora_layers():
        layer.merge()
    print(f"val mse with merged adapters: {tuner.validate():.4f}")


if __name__ == "__main__":
    main()
