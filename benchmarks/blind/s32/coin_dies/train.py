import torch

import hoard
import loop
import model as nets
import tasks


def main(steps=1500):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_data = hoard.standardise(hoard.studies(1500))
    test_data = hoard.standardise(hoard.studies(400))
    net = nets.DieStudyNet(len(hoard.FEATURES), tasks.TASKS)
    optimizer = torch.optim.Adam(net.parameters(), lr=2e-3)
    print("before:", loop.scores(net, test_data, tasks.TASKS))
    loop.train(net, optimizer, train_data, tasks.TASKS, steps)
    print("after (mint acc, period within one, fineness mae %):",
          loop.scores(net, test_data, tasks.TASKS))
    checkpoint = {k: v.clone() for k, v in net.state_dict().items()}
    served = nets.DieStudyNet(len(hoard.FEATURES), tasks.TASKS)
    served.load_state_dict(checkpoint)
    print("reloaded from checkpoint:", loop.scores(served, test_data, tasks.TASKS))


if __name__ == "__main__":
    main()
