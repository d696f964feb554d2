"""`if args.model_name in ["VAE", "LVAE"]:` tested twice on one path (unpack a VAE's third output
in the first, add its KL term in the second): one truth, so a path through the second's branch
went through the first's, and the KL term is this iteration's (hankyul2/pytorch-ae, session 39:
a false AGL005 from a stale `kl_loss`). Different members are different tests."""
from autograd_lint import lint_paths

TRAIN = '''
import torch
from models import get_model, get_criterion


def train(loader, model, critic, optimizer, args):
    for batch_idx, (x_in, x_out) in enumerate(loader):
        if args.model_name in ["VAE", "Linear_VAE", "LVAE"]:
            logit, x_recon, kl_loss = model(x_in)
        else:
            logit, x_recon = model(x_in)
        if args.model_name in ["PixelCNN++"]:
            loss = critic(logit, x_in)
        elif args.model_name in ["VAE", "Linear_VAE", "LVAE"]:
            loss = critic(logit, x_out) + kl_loss
        else:
            loss = critic(logit, x_out)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()


def run(args):
    model = get_model(args)
    train(args.loader, model, get_criterion(args), torch.optim.Adam(model.parameters()), args)
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "train.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_one_membership_test_repeated_has_one_truth(tmp_path):
    assert _lint(tmp_path, TRAIN) == []


def test_a_kl_term_kept_from_the_previous_iteration_is_still_reported(tmp_path):
    # (a different test guards the addition: the VAE branch may not have run this iteration)
    text = TRAIN.replace('elif args.model_name in ["VAE", "Linear_VAE", "LVAE"]:',
                         'elif args.use_kl:')
    assert _lint(tmp_path, text) == [(18, "AGL005")]
