"""Optimizers held in a container (`{"task": Adam(...), "critic": Adam(...)}`, a list) are known
from the assignment on, as named ones are: a backward before an optimizer's first step leaves it
gradients, and clearing another optimizer's between that backward and the step is not AGL014."""
import textwrap

from autograd_lint import lint_source

ADVERSARIAL = '''
import itertools
import torch
import torch.nn as nn
import torch.nn.functional as F

extractor, classifier, critic = nn.Linear(8, 4), nn.Linear(4, 3), nn.Linear(4, 1)
optimizers = {
    "task": torch.optim.Adam(itertools.chain(extractor.parameters(), classifier.parameters())),
    "critic": torch.optim.Adam(critic.parameters()),
}


def critic_step(sim):
    with torch.no_grad():
        feats = extractor(sim)
    loss = critic(feats).mean()
    optimizers["critic"].zero_grad()
    loss.backward()
    optimizers["critic"].step()


def task_step(sim, labels):
    ce = F.cross_entropy(classifier(extractor(sim)), labels)
    confusion = critic(extractor(sim)).mean()
    optimizers["task"].zero_grad()
    (ce + confusion).backward()
    optimizers[CLEARED].zero_grad(set_to_none=True)
    optimizers["task"].step()


for i in range(10):
    x = torch.randn(16, 8)
    critic_step(x)
    task_step(x, torch.randint(0, 3, (16,)))
'''


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py"))


def test_clearing_the_critic_after_the_task_backward_is_fine():
    assert codes(ADVERSARIAL.replace("CLEARED", '"critic"')) == []


def test_clearing_the_task_optimizer_before_its_step_is_reported():
    source = ADVERSARIAL.replace("CLEARED", '"task"')
    line = source.splitlines().index('    optimizers["task"].zero_grad(set_to_none=True)') + 1
    assert codes(source) == [(line, "AGL014")]


def test_a_list_of_optimizers_is_known_too():
    source = ADVERSARIAL.replace('''{
    "task": torch.optim.Adam(itertools.chain(extractor.parameters(), classifier.parameters())),
    "critic": torch.optim.Adam(critic.parameters()),
}''', '''[
    torch.optim.Adam(itertools.chain(extractor.parameters(), classifier.parameters())),
    torch.optim.Adam(critic.parameters()),
]''').replace('"critic"', "1").replace('"task"', "0")
    assert codes(source.replace("CLEARED", "1")) == []
