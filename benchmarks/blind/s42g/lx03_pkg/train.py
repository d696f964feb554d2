import torch

from .nets import stroke_critic, stroke_generator
from .parallel import DDPShim, unwrap_model, world_info
from .strokes import brush_strokes, rank_batches
from .updates import brush_update, judge_update

SETTINGS = dict(epochs=5, batch=64, z_dim=8, lr=2e-4, n=2048)


def main():
    torch.manual_seed(0)
    info = world_info()
    real_strokes = brush_strokes(SETTINGS["n"])
    brush = DDPShim(stroke_generator(SETTINGS["z_dim"]), info["world_size"])
    judge = DDPShim(stroke_critic(), info["world_size"])
    opts = {
        "brush": torch.optim.Adam(brush.parameters(), lr=SETTINGS["lr"], betas=(0.5, 0.999)),
        "judge": torch.optim.Adam(judge.parameters(), lr=SETTINGS["lr"], betas=(0.5, 0.999)),
    }
    for epoch in range(SETTINGS["epochs"]):
        for real in rank_batches(real_strokes, SETTINGS["batch"], info["rank"], info["world_size"], epoch):
            z = torch.randn(real.shape[0], SETTINGS["z_dim"])
            forged = brush(z)
            d_val = judge_update(judge, opts["judge"], real, forged)
            g_val = brush_update(judge, opts["brush"], brush, forged)
        if info["rank"] == 0:
            print(f"epoch {epoch} judge {d_val:.3f} brush {g_val:.3f}")
    if info["rank"] == 0:
        gen = unwrap_model(brush)
        with torch.no_grad():
            sample = gen(torch.randn(1, SETTINGS["z_dim"])).view(-1, 2)
        print("end point of a sampled stroke:", [round(v, 3) for v in sample[-1].tolist()])


if __name__ == "__main__":
    main()
