import torch

from dune_migration.data import dune_pairs
from dune_migration.pix2pix import Pix2PixModel

OPT = {"lr": 2e-3, "lambda_L1": 100.0, "batch_size": 16, "epochs": 5, "hold": 2,
       "decay": 3, "n_train": 384}


@torch.no_grad()
def l1_metres(netG, cond, target):
    netG.eval()
    err = (netG(cond) - target).abs().mean().item() * 2.0
    netG.train()
    return err


def main(opt=OPT):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cond, target = dune_pairs(opt["n_train"])
    cond_va, target_va = dune_pairs(128, seed=1)
    persistence = (cond_va[:, :1] - target_va).abs().mean().item() * 2.0
    model = Pix2PixModel(opt)
    print(f"persistence baseline {persistence:.3f} m; untrained generator "
          f"{l1_metres(model.netG, cond_va, target_va):.3f} m")
    g = torch.Generator().manual_seed(2)
    for epoch in range(opt["epochs"]):
        perm = torch.randperm(len(cond), generator=g)
        for i in range(0, len(cond), opt["batch_size"]):
            idx = perm[i:i + opt["batch_size"]]
            model.set_input(cond[idx], target[idx])
            model.optimize_parameters()
        model.update_learning_rate()
        losses = model.current_losses()
        val_l1 = l1_metres(model.netG, cond_va, target_va)
        print(f"epoch {epoch + 1}: D {losses['D']:.3f}  G_GAN {losses['G_GAN']:.3f}  "
              f"G_L1 {losses['G_L1']:.3f}  val L1 {val_l1:.3f} m")


if __name__ == "__main__":
    main()
