import torch
import torch.nn.functional as F

from keystroke_dynamics.penalties import mmd_rbf, r1_penalty
from keystroke_dynamics.players import Forger, Judge
from keystroke_dynamics.sampling import forge, latent
from keystroke_dynamics.timings import SessionStream, typing_sessions

STEPS = 1200
BATCH = 64
R1_GAMMA = 1.0


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    sessions = typing_sessions(2000, seed=3)
    held_out = typing_sessions(500, seed=4)
    stream = iter(SessionStream(sessions, BATCH))

    forger, judge = Forger(), Judge()
    forger_opt = torch.optim.Adam(forger.parameters(), lr=1e-3, betas=(0.0, 0.9))
    judge_opt = torch.optim.Adam(judge.parameters(), lr=1e-3, betas=(0.0, 0.9))
    print(f"MMD before: {mmd_rbf(forge(forger, 500), held_out):.4f}")

    for step in range(1, STEPS + 1):
        real = next(stream).requires_grad_(True)
        counterfeit = forge(forger, BATCH)
        judge_opt.zero_grad(set_to_none=True)
        scores_real = judge(real)
        scores_fake = judge(counterfeit)
        judge_loss = F.softplus(-scores_real).mean() + F.softplus(scores_fake).mean()
        judge_loss = judge_loss + r1_penalty(scores_real, real, R1_GAMMA)
        judge_loss.backward()
        judge_opt.step()

        forger_opt.zero_grad(set_to_none=True)
        forger_loss = F.softplus(-judge(forger(latent(BATCH)))).mean()
        forger_loss.backward()
        forger_opt.step()

        if step % 300 == 0:
            fake = forge(forger, 500)
            print(
                f"step {step:4d}  judge {judge_loss.item():.3f}  forger {forger_loss.item():.3f}  "
                f"MMD {mmd_rbf(fake, held_out):.4f}  mean hold {fake[:, :10].exp().mean().item() * 1000:.0f} ms"
            )
    print(f"real mean hold {held_out[:, :10].exp().mean().item() * 1000:.0f} ms")


if __name__ == "__main__":
    main()
