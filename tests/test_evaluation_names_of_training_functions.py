"""A function is an evaluation by its name (`evaluate`, `test`, `predict`) only while nothing
says otherwise. One whose output a training step backpropagates (a PPO policy's
`evaluate(states, actions)`, which gives the loss its log-probabilities) serves training: another
call of it that takes no gradient (a KL estimate for the log) does not make it an evaluation to
wrap in `no_grad()`, which would stop training. A function of that name that only evaluates is
still reported."""
from autograd_lint import lint_source

PPO = '''
import torch
import torch.nn as nn
from torch.distributions import Categorical


class Agent:
    def __init__(self, net):
        self.net = net

    def evaluate(self, states, actions):
        logits, values = self.net(states)
        dist = Categorical(logits=logits)
        return dist.log_prob(actions), values.squeeze(-1), dist.entropy()

    def kl_to(self, states, actions, old_log_probs):
        new_log_probs, _, _ = self.evaluate(states, actions)
        return (old_log_probs - new_log_probs).mean().item()


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 16)
        self.pi = nn.Linear(16, 2)
        self.v = nn.Linear(16, 1)

    def forward(self, x):
        h = torch.tanh(self.body(x))
        return self.pi(h), self.v(h)


def update(agent, opt, states, actions, old_log_probs, advantages, returns):
    for _ in range(4):
        log_probs, values, entropy = agent.evaluate(states, actions)
        ratio = (log_probs - old_log_probs).exp()
        loss = -(ratio * advantages).mean() + (returns - values).pow(2).mean() \\
            - 0.01 * entropy.mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return agent.kl_to(states, actions, old_log_probs)


agent = Agent(Net())
opt = torch.optim.Adam(agent.net.parameters(), lr=3e-4)
states, actions = torch.randn(32, 4), torch.randint(0, 2, (32,))
with torch.no_grad():
    old_log_probs, _, _ = agent.evaluate(states, actions)
print(update(agent, opt, states, actions, old_log_probs, torch.randn(32), torch.randn(32)))
'''

ONLY_EVALUATES = '''
import torch
import torch.nn as nn

net = nn.Linear(4, 2)
opt = torch.optim.SGD(net.parameters(), lr=0.1)


def evaluate(batches):
    return sum(net(x).argmax(1).float().mean().item() for x in batches)


batches = [torch.randn(8, 4) for _ in range(3)]
for x in batches:
    opt.zero_grad()
    net(x).pow(2).mean().backward()
    opt.step()
print(evaluate(batches))
'''


def findings(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(source, "agent.py"))


def test_a_method_named_evaluate_that_feeds_the_loss_is_no_evaluation():
    assert findings(PPO) == []


def test_a_function_named_evaluate_that_only_evaluates_still_is():
    assert findings(ONLY_EVALUATES) == [(10, "AGL009")]
