// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/BigStackThread.h"

#include <pthread.h>

#include <exception>
#include <stdexcept>
#include <string>

namespace gtl {
namespace {

struct Job {
    const std::function<void()>* work;
    std::exception_ptr failure;
};

void* runJob(void* argument)
{
    Job& job = *static_cast<Job*>(argument);
    try {
        (*job.work)();
    } catch (...) {
        job.failure = std::current_exception();
    }
    return nullptr;
}

} // namespace

void runOnBigStack(std::size_t stackBytes, const std::function<void()>& work)
{
    // std::thread cannot be given a stack size: POSIX threads can.
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    int error = pthread_attr_setstacksize(&attributes, stackBytes);
    Job job{&work, nullptr};
    pthread_t thread;
    if (error == 0)
        error = pthread_create(&thread, &attributes, runJob, &job);
    pthread_attr_destroy(&attributes);
    if (error != 0)
        throw std::runtime_error("cannot start a thread with a " + std::to_string(stackBytes >> 20) + " MB stack");
    pthread_join(thread, nullptr);
    if (job.failure)
        std::rethrow_exception(job.failure);
}

} // namespace gtl
