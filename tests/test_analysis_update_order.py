"""A zeroing between two backwards of one update (`backprop(loss_a); backprop(loss_b);
opt.step()` with a helper that zeroes before each backward) throws the first loss away (AGL014);
a zeroing after gradients were looked at or stepped by another optimizer is cleanup."""
import textwrap

from autograd_lint import lint_source

HEAD = '''
import torch
import torch.nn as nn
import torch.nn.functional as F

model = nn.Linear(4, 2)
head = nn.Linear(4, 1)
optimizer = torch.optim.Adam(list(model.parameters()) + list(head.parameters()))
'''


def codes(source: str) -> list[tuple[int, str]]:
    text = HEAD + textwrap.dedent(source)
    return [(f.line, f.code) for f in lint_source(text, "train.py")]


def line_of(source: str, text: str) -> int:
    return (HEAD + textwrap.dedent(source)).splitlines().index(text) + 1


def test_a_helper_zeroing_before_each_backward_wastes_the_first_loss():
    source = '''
    def backprop(loss, optimizer):
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        return loss.item()


    for step in range(10):
        x = torch.randn(8, 4)
        ce = backprop(F.cross_entropy(model(x), torch.randint(0, 2, (8,))), optimizer)
        mse = backprop(head(x).pow(2).mean(), optimizer)
        optimizer.step()
    '''
    assert codes(source) == [(line_of(source, "    optimizer.zero_grad(set_to_none=True)"),
                              "AGL014")]


def test_a_zeroing_between_two_backwards_of_one_step():
    source = '''
    for step in range(10):
        x = torch.randn(8, 4)
        optimizer.zero_grad()
        F.cross_entropy(model(x), torch.randint(0, 2, (8,))).backward()
        optimizer.zero_grad()
        head(x).pow(2).mean().backward()
        optimizer.step()
    '''
    assert codes(source) == [(line_of(source, "    optimizer.zero_grad()") + 2, "AGL014")]


def test_per_task_gradients_kept_before_the_next_backward():
    source = '''
    params = list(model.parameters()) + list(head.parameters())
    for step in range(10):
        x = torch.randn(8, 4)
        optimizer.zero_grad()
        F.cross_entropy(model(x), torch.randint(0, 2, (8,))).backward()
        first = [p.grad.clone() if p.grad is not None else None for p in params]
        optimizer.zero_grad()
        head(x).pow(2).mean().backward()
        for p, g in zip(params, first):
            if g is not None:
                p.grad = p.grad + g if p.grad is not None else g
        optimizer.step()
    '''
    assert codes(source) == []


def test_a_generator_cleared_after_the_discriminators_update():
    source = '''
    d_opt = torch.optim.SGD(head.parameters(), lr=0.1)
    g_opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(10):
        fake = model(torch.randn(8, 4)).repeat(1, 2)
        d_opt.zero_grad()
        head(fake).mean().backward()
        d_opt.step()
        g_opt.zero_grad()
        (-head(fake).mean()).backward()
        g_opt.step()
    '''
    # (the discriminator's loss reaching the generator is AGL001's; clearing it is right)
    assert "AGL014" not in [code for _, code in codes(source)]


def test_a_gradient_penalty_between_the_critics_and_the_generators_zeroing():
    # (autograd.grad fills no .grad: the zeroing after the critic's step clears the leak of
    # the critic's loss into the generator, as the zeroing before its own backward does)
    source = '''
    d_opt = torch.optim.SGD(head.parameters(), lr=0.1)
    g_opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(10):
        fake = model(torch.randn(8, 4)).repeat(1, 2)
        d_opt.zero_grad()
        g_opt.zero_grad()
        head(fake).mean().backward()
        d_opt.step()
        mixed = torch.rand(8, 4, requires_grad=True)
        grad = torch.autograd.grad(head(mixed).sum(), mixed, create_graph=True)[0]
        d_opt.zero_grad()
        g_opt.zero_grad()
        (grad.norm(dim=1) - 1).pow(2).mean().backward()
        d_opt.step()
        d_opt.zero_grad()
        g_opt.zero_grad()
        (-head(model(torch.randn(8, 4)).repeat(1, 2)).mean()).backward()
        g_opt.step()
    '''
    assert "AGL014" not in [code for _, code in codes(source)]
