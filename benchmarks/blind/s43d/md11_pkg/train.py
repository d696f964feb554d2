import torch

from .canopy import N_BANDS, SPECIES, fly_transect
from .task import fit_task, task_accuracy
from .vaal_nets import SpectraVAE, LabelStateDiscriminator
from .adversary import adversarial_step
from .sampler import least_labelled_looking

CFG = {"rounds": 4, "budget": 24, "vaal_iters": 150, "batch": 48, "beta": 1.0,
       "adv_weight": 1.0, "lr_vae": 1e-3, "lr_disc": 1e-3}


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(17)
    pool_x, pool_y = fly_transect(1000, gen)
    test_x, test_y = fly_transect(400, gen)

    labelled = torch.zeros(len(pool_y), dtype=torch.bool)
    labelled[torch.randperm(len(pool_y), generator=gen)[:20]] = True

    vae, disc = SpectraVAE(N_BANDS), LabelStateDiscriminator()
    opts = {"vae": torch.optim.Adam(vae.parameters(), lr=cfg["lr_vae"]),
            "disc": torch.optim.Adam(disc.parameters(), lr=cfg["lr_disc"])}

    for rnd in range(cfg["rounds"]):
        net = fit_task(pool_x[labelled], pool_y[labelled], len(SPECIES))
        print(f"round {rnd}: labelled {int(labelled.sum()):3d} test acc "
              f"{task_accuracy(net, test_x, test_y):.3f}")

        lab_idx, unl_idx = labelled.nonzero().squeeze(1), (~labelled).nonzero().squeeze(1)
        for it in range(cfg["vaal_iters"]):
            bl = lab_idx[torch.randint(0, len(lab_idx), (cfg["batch"],), generator=gen)]
            bu = unl_idx[torch.randint(0, len(unl_idx), (cfg["batch"],), generator=gen)]
            d_loss, v_loss = adversarial_step(vae, disc, opts, pool_x[bl], pool_x[bu], cfg)
        print(f"          VAAL d_loss {d_loss:.3f} vae_loss {v_loss:.3f}")
        picked = least_labelled_looking(vae, disc, pool_x[unl_idx], cfg["budget"])
        labelled[unl_idx[picked]] = True


if __name__ == "__main__":
    main()
