import torch
import torch.nn.functional as F

from p02_denoise_perceptual.data import corrupt, waveforms
from p02_denoise_perceptual.losses import PerceptualLoss
from p02_denoise_perceptual.nets import Denoiser
from p02_denoise_perceptual.pretrain import train_feature_extractor

CONFIG = {"steps": 250, "batch_size": 32, "lr": 2e-3, "feature_weight": 2.0}


@torch.no_grad()
def validation_mse(model, noisy, clean):
    model.eval()
    err = F.mse_loss(model(noisy), clean).item()
    model.train()
    return err


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    extractor = train_feature_extractor()
    criterion = PerceptualLoss(extractor, cfg["feature_weight"])

    model = Denoiser()
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["lr"])
    gen = torch.Generator().manual_seed(7)
    val_clean, _ = waveforms(256, generator=gen)
    val_noisy = corrupt(val_clean, generator=gen)
    print(f"noisy input mse {F.mse_loss(val_noisy, val_clean).item():.4f}")

    for step in range(cfg["steps"]):
        clean, _ = waveforms(cfg["batch_size"])
        noisy = corrupt(clean)
        loss = criterion(model(noisy), clean)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 50 == 0 or step == cfg["steps"] - 1:
            print(f"step {step:3d}  loss {loss.item():.4f}  "
                  f"val mse {validation_mse(model, val_noisy, val_clean):.4f}")


if __name__ == "__main__":
    main()
