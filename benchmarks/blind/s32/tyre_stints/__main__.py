import torch

from .laps import COMPOUNDS, end_of_stint_loss, stints
from .nets import StintGenerator, StintCritic
from .phases import critic_phase, generator_phase, sample, scenarios
from .run import active, build


def compound_table(delta, cond):
    table = {}
    for k, name in enumerate(COMPOUNDS):
        rows = cond[:, k] == 1
        table[name] = round(end_of_stint_loss(delta[rows]).mean().item(), 3)
    return table


def main(epochs=3, batch_size=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data, cond = stints(2048)
    held_out, held_cond = stints(512)
    print("real end-of-stint delta:", compound_table(held_out, held_cond))

    with active(build(StintGenerator(), StintCritic())) as run:
        for epoch in range(epochs):
            for idx in torch.randperm(data.shape[0]).split(batch_size):
                real, c = data[idx], cond[idx]
                fake = sample(c)
                critic_phase(real, c, fake)
                generator_phase(c, fake)
                run.step += 1
            print(f"epoch {epoch}: critic {run.log['critic']:.3f} "
                  f"generator {run.log['generator']:.3f}")
        print("generated end-of-stint delta:",
              compound_table(scenarios(held_cond), held_cond))


if __name__ == "__main__":
    main()
