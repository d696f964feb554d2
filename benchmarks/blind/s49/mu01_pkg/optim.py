import torch


def build_optimizers(generator, discriminator, cfg):
    opt_g = torch.optim.Adam(generator.parameters(), lr=cfg["lr_g"], betas=(0.5, 0.99))
    opt_d = torch.optim.Adam(discriminator.parameters(), lr=cfg["lr_d"], betas=(0.5, 0.99))
    return opt_g, opt_d


def build_scalers(cfg):
    # one scaler per optimizer, as in the original recipe; disabled on CPU
    return (torch.cuda.amp.GradScaler(enabled=cfg["amp"]),
            torch.cuda.amp.GradScaler(enabled=cfg["amp"]))
